/**
 * The seeding registry. Every feature that ships demo content adds its seeder to `SEEDERS`;
 * each seeder checks for itself whether its content is already there, so running the whole
 * list again is harmless.
 */
import 'server-only'

import type { Payload } from 'payload'

import { seedAdminUser } from './admin-user'
import { seedBlog } from './blog'
import { seedCareers } from './careers'
import { seedGlobals } from './globals'
import { seedPolicies } from './policies'
import { seedPages } from './pages/seed'
import { seedPricing } from './pricing'
import type { SeedLog, Seeder } from './seeder'

export const SEEDERS: readonly Seeder[] = [seedAdminUser, seedGlobals, seedBlog, seedCareers, seedPolicies, seedPricing, seedPages]

export async function runSeeds(
  payload: Payload,
  seeders: readonly Seeder[] = SEEDERS,
  log: SeedLog = (message) => console.log(message),
): Promise<Record<string, number>> {
  const created: Record<string, number> = {}
  for (const seeder of seeders) {
    created[seeder.name] = await seeder.run(payload, log)
  }
  return created
}
