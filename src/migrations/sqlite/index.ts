import * as migration_20261122_042328_initial from './20261122_042328_initial';
import * as migration_20261122_045924_accounts from './20261122_045924_accounts';

export const migrations = [
  {
    up: migration_20261122_042328_initial.up,
    down: migration_20261122_042328_initial.down,
    name: '20261122_042328_initial',
  },
  {
    up: migration_20261122_045924_accounts.up,
    down: migration_20261122_045924_accounts.down,
    name: '20261122_045924_accounts'
  },
];
