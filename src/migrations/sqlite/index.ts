import * as migration_20261122_042328_initial from './20261122_042328_initial';
import * as migration_20261122_045024_blog from './20261122_045024_blog';

export const migrations = [
  {
    up: migration_20261122_042328_initial.up,
    down: migration_20261122_042328_initial.down,
    name: '20261122_042328_initial',
  },
  {
    up: migration_20261122_045024_blog.up,
    down: migration_20261122_045024_blog.down,
    name: '20261122_045024_blog'
  },
];
