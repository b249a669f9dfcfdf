/** The access matrix of ./access-matrix.ts on PostgreSQL (skipped without TEST_DATABASE_URL). */
import { accessMatrix } from './access-matrix'

accessMatrix('postgres')
