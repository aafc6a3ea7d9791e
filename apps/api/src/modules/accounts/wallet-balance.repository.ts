import { sql, type SQL } from 'drizzle-orm';

/** The user's wallet balance in minor units, as a subquery (the balance is a column of users). */
export function walletBalanceSql(userId: SQL): SQL {
  return sql`(select u.wallet_balance_minor from users u where u.id = ${userId})`;
}
