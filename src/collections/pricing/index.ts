export { AddOns, ADD_ONS_SLUG } from './add-ons'
export { ComparisonRows, COMPARISON_ROWS_SLUG } from './comparison-rows'
export { Plans, PLANS_SLUG } from './plans'
