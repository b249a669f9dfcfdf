/** The access matrix of ./access-matrix.ts on SQLite. */
import { accessMatrix } from './access-matrix'

accessMatrix('sqlite')
