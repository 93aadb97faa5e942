/**
 * `npm run db:backup [DIR]`: a consistent, compressed backup of the configured database, taken while
 * the app runs (docs/operations.md §9). DIR defaults to BACKUP_DIR, then ./backups.
 */
import { runBackupCommand } from '../../server/backup/commands';

runBackupCommand(process.argv.slice(2), process.env, console.log, console.error).then((code) => process.exit(code));
