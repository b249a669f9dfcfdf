export { DEMO_REQUESTS_SLUG, DemoRequests } from './demo-requests'
export { NEWSLETTERS_SLUG, NewsLetters } from './newsletters'
export { WEBHOOK_DELIVERIES_SLUG, WebhookDeliveries } from './webhook-deliveries'
