import 'server-only'

import { createHash } from 'node:crypto'

import { limitKey } from '@/server/platform/http/client-ip'
import { Limit } from '@/server/platform/http/rate-limit'

/**
 * Failed sign-ins are counted per address AND client, never per address alone, so a stranger who
 * hammers someone's address locks out only themselves (issue 30, decision 151):
 *
 * - one client, one address: `failuresPerClient` wrong passwords in `lockMinutes`, then that client
 *   is refused for that address until the window ends (a success or a reset from it clears it);
 * - one address, every client together: past `failuresPerAccount` wrong passwords in the window
 *   (a distributed attacker), clients the address has not seen sign in are slowed down to one attempt
 *   per address per `slowLaneSeconds`; clients that signed in to it (or used its reset link) are never
 *   slowed, so the owner's own client keeps working.
 *
 * Every key is a hash of the address, so an unknown address is counted, locked and slowed exactly
 * like a real one and the answers tell nobody which addresses have accounts; and no address is kept
 * in the limiter's store (memory or Redis).
 */
export type SignInPolicy = {
  failuresPerClient: number
  lockMinutes: number
  failuresPerAccount: number
  slowLaneSeconds: number
  knownClientDays: number
}

export type SignInGate =
  | { allowed: true }
  | { allowed: false; reason: 'locked' | 'slowed'; retryAfterSeconds: number }

const digest = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('base64url')

/** The address as every counter sees it: Payload and our accounts both match it case-insensitively. */
export const normaliseSignInAddress = (address: string) => address.trim().toLowerCase()

/**
 * The limiter keys of one attempt: `account` for the address whoever asks, `pair` for the address
 * from this client. `scope` keeps the CMS users and the workspace accounts apart (one address can be
 * both). Fixed length whatever was sent.
 */
export function signInKeys(scope: string, address: string, client: string): { account: string; pair: string } {
  const normalised = normaliseSignInAddress(address)
  return { account: digest(scope, normalised), pair: digest(scope, normalised, limitKey(client)) }
}

export class SignInGuard {
  /** Wrong passwords per address and client. */
  private readonly clientFailures: Limit
  /** Wrong passwords per address from every client. */
  private readonly accountFailures: Limit
  /** Once the address is under attack: one attempt per window from clients it does not know. */
  private readonly slowLane: Limit
  /** Clients that signed in to the address (or reset its password): one point marks one. */
  private readonly knownClients: Limit

  constructor(
    readonly scope: string,
    readonly policy: SignInPolicy,
  ) {
    const window = policy.lockMinutes * 60
    this.clientFailures = new Limit({ name: `${scope}-signin-client-failures`, points: policy.failuresPerClient, durationSeconds: window })
    this.accountFailures = new Limit({ name: `${scope}-signin-account-failures`, points: policy.failuresPerAccount, durationSeconds: window })
    this.slowLane = new Limit({ name: `${scope}-signin-slow-lane`, points: 1, durationSeconds: policy.slowLaneSeconds })
    this.knownClients = new Limit({ name: `${scope}-signin-known-clients`, points: 1, durationSeconds: policy.knownClientDays * 24 * 60 * 60 })
  }

  keys(address: string, client: string) {
    return signInKeys(this.scope, address, client)
  }

  /**
   * Before anything is looked up: may this client try a password for this address now? Locked for
   * this client, or slowed down because the address is under attack and this client is unknown to it.
   */
  async gate(address: string, client: string): Promise<SignInGate> {
    const keys = this.keys(address, client)
    const own = await this.clientFailures.check(keys.pair)
    if (!own.allowed) return { allowed: false, reason: 'locked', retryAfterSeconds: own.retryAfterSeconds }
    const account = await this.accountFailures.check(keys.account)
    if (account.allowed || (await this.isKnown(keys.pair))) return { allowed: true }
    const turn = await this.slowLane.consume(keys.account)
    return turn.allowed ? { allowed: true } : { allowed: false, reason: 'slowed', retryAfterSeconds: turn.retryAfterSeconds }
  }

  /** A wrong password (or an unknown address): counts for this client and for the address. Returns whether this one locked the client out. */
  async failed(address: string, client: string): Promise<{ lockedNow: boolean }> {
    const keys = this.keys(address, client)
    const [own] = await Promise.all([this.clientFailures.consume(keys.pair), this.accountFailures.consume(keys.account)])
    return { lockedNow: !own.allowed || own.remaining === 0 }
  }

  /**
   * The right password, or the address's reset link used from this client: its own failures are
   * forgotten and the client is known to the address from now on. The address's count of failures
   * from everyone stays: the owner signing in does not hand an attacker a fresh budget.
   */
  async succeeded(address: string, client: string): Promise<void> {
    const keys = this.keys(address, client)
    await this.clientFailures.forget(keys.pair)
    // Forgotten first, so the mark lasts `knownClientDays` from the latest sign-in.
    await this.knownClients.forget(keys.pair)
    await this.knownClients.consume(keys.pair)
  }

  private async isKnown(pairKey: string): Promise<boolean> {
    return !(await this.knownClients.check(pairKey)).allowed
  }
}
