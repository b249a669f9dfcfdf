/**
 * The browser tests' servers (decision 194): playwright.config.ts chooses one port per server and
 * one per server's peers and passes them to the workers as comma-separated lists in the environment;
 * the fixtures read them back here.
 */
const list = (value: string | undefined): string[] => (value ?? '').split(',').filter(Boolean)

/** The app servers' ports, one per worker (`E2E_PORTS`). */
export const e2eServerPorts = (): string[] => list(process.env.E2E_PORTS)

/** Each server's peers' control ports (SMTP, OpenID providers, webhooks), in the same order (`E2E_PEERS_PORTS`). */
export const e2ePeersPorts = (): string[] => list(process.env.E2E_PEERS_PORTS)
