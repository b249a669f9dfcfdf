import * as migration_20261122_042333_initial from './20261122_042333_initial';
import * as migration_20261122_045930_accounts from './20261122_045930_accounts';

export const migrations = [
  {
    up: migration_20261122_042333_initial.up,
    down: migration_20261122_042333_initial.down,
    name: '20261122_042333_initial',
  },
  {
    up: migration_20261122_045930_accounts.up,
    down: migration_20261122_045930_accounts.down,
    name: '20261122_045930_accounts'
  },
];
