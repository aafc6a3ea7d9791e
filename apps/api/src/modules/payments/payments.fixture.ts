import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type { Database } from '../../db/client';
import type { SettingSeed } from '../../seed/demo-settings';
import type { SeedData } from '../../seed/seed';
import { users } from '../accounts/accounts.table';
import { storeIdOf } from '../catalog/catalog.fixture';
import { orderEvents, orders } from '../orders/orders.table';
import { userIdOf } from '../profile/account-data.fixture';
import { creditWallet, debitWallet } from '../wallet/wallet.repository';
import { walletTransactions } from '../wallet/wallet.table';
import type { ProviderCode } from './payment-provider';
import { payments, webhookEvents } from './payments.table';

/** A stand-in secret made for this test run: nothing shaped like a provider's key is kept in git. */
export function fixtureSecret(label: string): string {
  return `${label}-${crypto.randomBytes(12).toString('hex')}`;
}

export const SECRETS = {
  stripeSecretKey: fixtureSecret('stripe-secret'),
  stripeWebhookSecret: fixtureSecret('stripe-webhook'),
  razorpayKeySecret: fixtureSecret('razorpay-secret'),
  razorpayWebhookSecret: fixtureSecret('razorpay-webhook'),
  payuMerchantSalt: fixtureSecret('payu-salt'),
  phonepeSaltKey: fixtureSecret('phonepe-salt'),
  mercadoPagoAccessToken: fixtureSecret('mp-access-token'),
  mercadoPagoWebhookSecret: fixtureSecret('mp-webhook'),
  khaltiSecretKey: fixtureSecret('khalti-secret'),
  paymongoSecretKey: fixtureSecret('paymongo-secret'),
  paymongoWebhookSecret: fixtureSecret('paymongo-webhook'),
  upiGatewayKey: fixtureSecret('upi-gateway-key'),
  // Paytm's merchant key is an AES-128 key: 16 characters.
  paytmMerchantKey: crypto.randomBytes(8).toString('hex'),
} as const;

export const PUBLIC_KEYS = {
  stripePublishableKey: 'pk_test_publishable_key',
  razorpayKeyId: 'rzp_test_key_id',
  payuMerchantKey: 'payukey1',
  phonepeMerchantId: 'PGTESTMERCHANT',
  mercadoPagoPublicKey: 'TEST-public-key',
  khaltiPublicKey: 'test_public_key_khalti',
  paymongoPublicKey: 'pk_test_paymongo_public',
  paytmMerchantId: 'SWIFTB12345678901234',
} as const;

/** Every provider configured; secrets stored as admins store them (not public). */
export function paymentSettings(overrides: Record<string, string> = {}): SettingSeed[] {
  const values: Record<string, string> = {
    currencyCode: 'INR',
    ...PUBLIC_KEYS,
    ...SECRETS,
    payuBaseUrl: 'https://test.payu.in/_payment',
    ...overrides,
  };
  const secretKeys = new Set<string>([
    ...Object.keys(SECRETS),
    'stripeApiBaseUrl',
    'razorpayApiBaseUrl',
    'phonepeApiBaseUrl',
    'mercadoPagoApiBaseUrl',
    'khaltiApiBaseUrl',
    'paymongoApiBaseUrl',
    'upiGatewayApiBaseUrl',
    'paytmApiBaseUrl',
  ]);
  return Object.entries(values).map(([key, value]) => ({
    key,
    value,
    isPublic: !secretKeys.has(key),
  }));
}

/** Customers A and B, a store that waits for the owner and one that auto-accepts. */
export function paymentsSeed(settings: SettingSeed[] = paymentSettings()): SeedData {
  return {
    settings,
    users: [
      { name: 'Asha A', email: 'a@test.dev', phone: '+919800000001', password: 'a-password' },
      { name: 'Bala B', email: 'b@test.dev', phone: '+919800000002', password: 'b-password' },
    ],
    stores: [
      { slug: 'plain-kitchen', name: 'Plain Kitchen', latitude: 12.93, longitude: 77.62 },
      {
        slug: 'auto-kitchen',
        name: 'Auto Kitchen',
        latitude: 12.94,
        longitude: 77.62,
        autoAcceptOrders: true,
      },
    ],
  };
}

/**
 * An online order as place-order leaves it: status 8, payment pending, every money field adding
 * up (total = subtotal + tax + delivery; payable = total - wallet). The wallet part is really
 * taken from the customer's wallet (topped up first), so a refund shows in the ledger.
 */
export async function createAwaitingOrder(
  db: Database,
  {
    email = 'a@test.dev',
    storeSlug = 'plain-kitchen',
    paymentMethod = 'STRIPE',
    subtotalMinor = 40000,
    walletUsedMinor = 0,
    scheduledFor = null,
    createdAt,
  }: {
    email?: string;
    storeSlug?: string;
    paymentMethod?: ProviderCode;
    subtotalMinor?: number;
    walletUsedMinor?: number;
    scheduledFor?: Date | null;
    createdAt?: Date;
  } = {},
) {
  const userId = await userIdOf(db, email);
  const storeId = await storeIdOf(db, storeSlug);
  const taxMinor = 2000;
  const deliveryFeeMinor = 3000;
  const totalMinor = subtotalMinor + taxMinor + deliveryFeeMinor;
  const uniqueOrderId = `OD-TEST-${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        uniqueOrderId,
        userId,
        storeId,
        status: ORDER_STATUS.AWAITING_PAYMENT,
        deliveryType: 'DELIVERY',
        subtotalMinor,
        addonsMinor: 0,
        storeChargeMinor: 0,
        deliveryFeeMinor,
        taxMinor,
        couponDiscountMinor: 0,
        tipMinor: 0,
        totalMinor,
        walletUsedMinor,
        payableMinor: totalMinor - walletUsedMinor,
        paymentMethod,
        paymentStatus: 'pending',
        scheduledFor,
        ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
      })
      .returning();
    if (!order) throw new Error('order not inserted');
    if (walletUsedMinor > 0) {
      await creditWallet(tx, {
        userId,
        amountMinor: walletUsedMinor,
        description: 'Top-up',
        orderId: null,
      });
      await debitWallet(tx, {
        userId,
        amountMinor: walletUsedMinor,
        description: `Paid for order ${uniqueOrderId}`,
        orderId: order.id,
      });
    }
    return order;
  });
}

/** A started attempt, as create-payment-intent / create-order leave it. */
export async function insertAttempt(
  db: Database,
  values: { orderId: number; provider: ProviderCode; providerRef: string; amountMinor: number },
) {
  await db.insert(payments).values({ ...values, currency: 'INR', status: 'created' });
}

/** Everything settling may touch for one order, to compare before and after. */
export async function paymentSnapshot(db: Database, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  const [user] = await db
    .select({ balance: users.walletBalanceMinor })
    .from(users)
    .where(eq(users.id, order.userId));
  return {
    status: order.status,
    paymentStatus: order.paymentStatus,
    events: await db
      .select({ from: orderEvents.fromStatus, to: orderEvents.toStatus, actor: orderEvents.actor })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(orderEvents.id),
    attempts: await db
      .select({ status: payments.status, providerRef: payments.providerRef })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(payments.id),
    wallet: await db
      .select({ kind: walletTransactions.kind, amountMinor: walletTransactions.amountMinor })
      .from(walletTransactions)
      .where(eq(walletTransactions.orderId, orderId))
      .orderBy(walletTransactions.id),
    balance: user?.balance ?? 0,
  };
}

export async function countWebhookEvents(db: Database) {
  return (await db.select({ id: webhookEvents.id }).from(webhookEvents)).length;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server standing in for a provider's API; `respond` answers each request. */
export async function startFakeProviderServer(
  respond: (request: RecordedRequest) => { status: number; body: unknown },
) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded = {
        method: request.method ?? '',
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const { status, body } = respond(recorded);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
