import * as migration_20261122_042333_initial from './20261122_042333_initial';

export const migrations = [
  {
    up: migration_20261122_042333_initial.up,
    down: migration_20261122_042333_initial.down,
    name: '20261122_042333_initial'
  },
];
