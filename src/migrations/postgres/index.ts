import * as migration_20261122_054218_initial from './20261122_054218_initial';

export const migrations = [
  {
    up: migration_20261122_054218_initial.up,
    down: migration_20261122_054218_initial.down,
    name: '20261122_054218_initial'
  },
];
