/**
 * `npm run db:restore -- FILE [--clean]`: restores a backup into an empty DATA_DIR (embedded
 * database) or an empty DATABASE_URL database (docs/operations.md §9).
 */
import { runRestoreCommand } from '../../server/backup/commands';

runRestoreCommand(process.argv.slice(2), process.env, console.log, console.error).then((code) => process.exit(code));
