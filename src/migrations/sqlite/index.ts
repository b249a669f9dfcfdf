import * as migration_20261122_042328_initial from './20261122_042328_initial';
import * as migration_20261122_045113_leads from './20261122_045113_leads';

export const migrations = [
  {
    up: migration_20261122_042328_initial.up,
    down: migration_20261122_042328_initial.down,
    name: '20261122_042328_initial',
  },
  {
    up: migration_20261122_045113_leads.up,
    down: migration_20261122_045113_leads.down,
    name: '20261122_045113_leads'
  },
];
