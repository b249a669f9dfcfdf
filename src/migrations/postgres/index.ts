import * as migration_20261122_042333_initial from './20261122_042333_initial';
import * as migration_20261122_045117_leads from './20261122_045117_leads';

export const migrations = [
  {
    up: migration_20261122_042333_initial.up,
    down: migration_20261122_042333_initial.down,
    name: '20261122_042333_initial',
  },
  {
    up: migration_20261122_045117_leads.up,
    down: migration_20261122_045117_leads.down,
    name: '20261122_045117_leads'
  },
];
