import { observeStatements, type Database } from '../db/client.ts';
import { afterwardsSettled, asAction, currentScope } from '../lib/work-scope.ts';

/**
 * A statement as a budget names it: its verb and the table its top level reads or writes (`select
 * notification_settings`), or its first CTE's name (`with partner`); a statement on no table, its
 * text. A table named inside parentheses (a subquery) names it only when its top level names none.
 */
export function statementLabel(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim().toLowerCase();
  const cte = /^with (?:recursive )?"?([a-z_][a-z0-9_]*)"? as/.exec(flat);
  if (cte) return `with ${cte[1]}`;
  const verb = /^(select|insert|update|delete)\b/.exec(flat)?.[1];
  let depth = 0;
  let topLevel = '';
  for (const char of flat) {
    if (char === '(') depth++;
    if (depth === 0) topLevel += char;
    if (char === ')') depth--;
  }
  const named = /(?:^update|\bfrom|\binto) "?([a-z_][a-z0-9_]*)"?/;
  const table = named.exec(topLevel)?.[1] ?? named.exec(flat)?.[1];
  return verb && table ? `${verb} ${table}` : flat.slice(0, 60);
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

export interface ActionStatements {
  /** Sent on the action's way to its answer: what it waits for. */
  request: string[];
  /** Sent by the work it left for afterwards (push decisions, signals, badges), once all has settled. */
  after: string[];
}

/**
 * The statements one action sends, by phase (issue 30's budgets): counted through the database
 * client and attributed by the work's scope (work-scope.ts), so timers, jobs and other actions
 * running meanwhile are never counted, and counts are exact on both engines.
 */
export async function statementsOf(
  db: Database,
  action: () => Promise<unknown>,
): Promise<ActionStatements> {
  const id = Symbol('action');
  const request: string[] = [];
  const after: string[] = [];
  const stop = observeStatements(db, (text) => {
    // A transaction is counted by the statements in it: node-postgres shows its begin and commit to
    // drizzle's logger, PGlite's driver does not, and a budget must read the same on both engines.
    if (TRANSACTION_CONTROL.test(text)) return;
    const phase = currentScope()?.parts.get(id);
    if (phase === 'request') request.push(statementLabel(text));
    else if (phase === 'after') after.push(statementLabel(text));
  });
  try {
    await asAction(id, action);
    await afterwardsSettled();
  } finally {
    stop();
  }
  return { request, after };
}
