import * as migration_20261122_054218_initial from './20261122_054218_initial';
import * as migration_20261123_214845_delivery_outbox from './20261123_214845_delivery_outbox';

export const migrations = [
  {
    up: migration_20261122_054218_initial.up,
    down: migration_20261122_054218_initial.down,
    name: '20261122_054218_initial',
  },
  {
    up: migration_20261123_214845_delivery_outbox.up,
    down: migration_20261123_214845_delivery_outbox.down,
    name: '20261123_214845_delivery_outbox'
  },
];
