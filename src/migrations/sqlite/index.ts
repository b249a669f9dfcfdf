import * as migration_20261122_042328_initial from './20261122_042328_initial';

export const migrations = [
  {
    up: migration_20261122_042328_initial.up,
    down: migration_20261122_042328_initial.down,
    name: '20261122_042328_initial'
  },
];
