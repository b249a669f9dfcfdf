import * as migration_20261122_054212_initial from './20261122_054212_initial';
import * as migration_20261123_214815_account_verified_email from './20261123_214815_account_verified_email';
import * as migration_20261123_215120_delivery_outbox from './20261123_215120_delivery_outbox';
import * as migration_20261123_231701_media_storage_fields from './20261123_231701_media_storage_fields';

export const migrations = [
  {
    up: migration_20261122_054212_initial.up,
    down: migration_20261122_054212_initial.down,
    name: '20261122_054212_initial',
  },
  {
    up: migration_20261123_214815_account_verified_email.up,
    down: migration_20261123_214815_account_verified_email.down,
    name: '20261123_214815_account_verified_email',
  },
  {
    up: migration_20261123_215120_delivery_outbox.up,
    down: migration_20261123_215120_delivery_outbox.down,
    name: '20261123_215120_delivery_outbox',
  },
  {
    up: migration_20261123_231701_media_storage_fields.up,
    down: migration_20261123_231701_media_storage_fields.down,
    name: '20261123_231701_media_storage_fields'
  },
];
