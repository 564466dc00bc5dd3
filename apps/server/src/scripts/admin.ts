import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { adminCommands, type AdminCommandResult } from '../modules/admin/admin.service.ts';

const USAGE = 'Usage: npm run admin -- grant <username> | revoke <username>';

/** `grant <username>` or `revoke <username>`, against an open database. */
export async function runAdminCommand(db: Database, args: string[]): Promise<AdminCommandResult> {
  const [action, username, ...rest] = args;
  if (!username || rest.length > 0 || (action !== 'grant' && action !== 'revoke'))
    return { ok: false, message: USAGE };
  const commands = adminCommands(db);
  return action === 'grant'
    ? commands.grantByUsername(username)
    : commands.revokeByUsername(username);
}

/**
 * Opens the configured database (DATABASE_URL, else the embedded one in DATA_DIR: stop `npm start`
 * first, as PGlite lets one process in at a time), runs the command and says what it did.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const result = await runAdminCommand(database.db, process.argv.slice(2));
    (result.ok ? process.stdout : process.stderr).write(`${result.message}\n`);
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
