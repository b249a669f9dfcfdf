import * as migration_20261122_042333_initial from './20261122_042333_initial';
import * as migration_20261122_045040_blog from './20261122_045040_blog';

export const migrations = [
  {
    up: migration_20261122_042333_initial.up,
    down: migration_20261122_042333_initial.down,
    name: '20261122_042333_initial',
  },
  {
    up: migration_20261122_045040_blog.up,
    down: migration_20261122_045040_blog.down,
    name: '20261122_045040_blog'
  },
];
