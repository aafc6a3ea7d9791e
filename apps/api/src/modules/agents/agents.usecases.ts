import type { LoggedInUser } from '@app/shared/accounts/accounts.schemas';
import type { Address } from '@app/shared/addresses/addresses.schemas';
import type { Database } from '../../db/client';
import type { AuthenticatedUser } from '../accounts/auth-tokens.repository';
import { createAuthToken } from '../accounts/auth-tokens.repository';
import { getAddresses } from '../addresses/addresses.usecases';
import { recordAudit, type AuditAction } from '../audit/audit.repository';
import {
  createCustomerNotFoundError,
  createCustomersAreaRequiredError,
  createEmailTakenError,
  createForbiddenError,
  createPhoneTakenError,
} from './agents.errors';
import {
  findUserByIdOrPhone,
  insertGuestCustomer,
  isEmailTaken,
} from '../accounts/accounts.repository';

/** ARCHITECTURE §8: impersonation and guest registration are for agents and admins only. */
export function ensureAgentOrAdmin(user: AuthenticatedUser) {
  if (user.role !== 'agent' && user.role !== 'admin') throw createForbiddenError();
}

/**
 * Who may sign in as a customer: an agent, or an admin holding the console's customers area
 * (issue 17; null permissions mean every area). 403 console.permission_denied otherwise.
 */
export function ensureMayImpersonate(user: AuthenticatedUser) {
  ensureAgentOrAdmin(user);
  if (
    user.role === 'admin' &&
    user.adminPermissions != null &&
    !user.adminPermissions.includes('customers')
  ) {
    throw createCustomersAreaRequiredError();
  }
}

async function loginPayloadFor({
  db,
  customer,
}: {
  db: Database;
  customer: NonNullable<Awaited<ReturnType<typeof findUserByIdOrPhone>>>;
}): Promise<{ success: true; data: LoggedInUser; addresses: Address[] }> {
  const token = await createAuthToken({ db, userId: customer.id });
  return {
    success: true,
    data: {
      id: customer.id,
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      avatar: customer.avatar,
      role: customer.role,
      auth_token: token,
    },
    addresses: await getAddresses({ db, userId: customer.id }),
  };
}

/**
 * A fresh token for a customer, handed to an agent or admin and audit-logged. Only customers who
 * are not banned can be impersonated: never another member of staff.
 */
export async function logInAsCustomer({
  db,
  actor,
  userId,
  phone,
  action,
  ip,
}: {
  db: Database;
  actor: AuthenticatedUser;
  userId?: number;
  phone?: string;
  action: Extract<AuditAction, 'impersonation.agent' | 'impersonation.admin'>;
  ip: string;
}) {
  ensureMayImpersonate(actor);
  const customer = await findUserByIdOrPhone({ db, userId, phone });
  if (!customer || customer.role !== 'customer' || customer.isBanned) {
    throw createCustomerNotFoundError();
  }
  const payload = await loginPayloadFor({ db, customer });
  await recordAudit({
    db,
    actorUserId: actor.id,
    action,
    targetUserId: customer.id,
    details: { by: userId !== undefined ? 'user_id' : 'phone' },
    ip,
  });
  return payload;
}

export async function registerGuestUser({
  db,
  actor,
  name,
  phone,
  email,
  ip,
}: {
  db: Database;
  actor: AuthenticatedUser;
  name: string;
  phone: string;
  email?: string;
  ip: string;
}) {
  // It answers the new customer's token: signing in as a customer, so the same rule.
  ensureMayImpersonate(actor);
  if (await findUserByIdOrPhone({ db, phone })) throw createPhoneTakenError();
  if (email && (await isEmailTaken({ db, email }))) throw createEmailTakenError();
  let customer;
  try {
    customer = await insertGuestCustomer({ db, name, phone, email: email ?? null });
  } catch (error) {
    // Two agents registering one phone at once: the unique index decides.
    if (String((error as { cause?: { code?: string } }).cause?.code) === '23505') {
      throw createPhoneTakenError();
    }
    throw error;
  }
  if (!customer) throw createCustomerNotFoundError();
  await recordAudit({
    db,
    actorUserId: actor.id,
    action: 'agent.guest_registered',
    targetUserId: customer.id,
    ip,
  });
  return loginPayloadFor({ db, customer });
}
