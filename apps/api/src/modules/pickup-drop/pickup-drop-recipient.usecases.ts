import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type { Database } from '../../db/client';
import { findUserContacts } from '../accounts/user-contacts.repository';
import type { SendMessage } from '../messages/messages.usecases';
import { findOrderById } from '../orders/orders.repository';
import { claimRecipientMessage, releaseRecipientMessage } from './pickup-drop.repository';

/** The recipient's page: `${publicUrl}/pickup-and-drop/track/{token}`, a path without PUBLIC_URL. */
export function courierTrackLink(publicUrl: string | null | undefined, token: string): string {
  const base = (publicUrl ?? '').replace(/\/+$/, '');
  return `${base}/pickup-and-drop/track/${encodeURIComponent(token)}`;
}

export function recipientMessageText({
  senderName,
  description,
  link,
  dropPin,
}: {
  senderName: string;
  description: string;
  link: string;
  dropPin: string | null;
}): string {
  const pin = dropPin ? ` Give the rider PIN ${dropPin} at the drop.` : '';
  return `${senderName} is sending you ${description} with Swiftbite. Track it: ${link}${pin}`;
}

/**
 * The drop contact hears of a courier task once it is placed (status 1, or 8 → 1 once paid): one
 * SMS with the tracking link, the sender's name and the drop PIN. Every API instance sees the
 * status event; the task's `recipient_told_at` is claimed by one UPDATE, so exactly one of them
 * sends. Answers whether this call sent it.
 */
export async function tellCourierRecipient({
  db,
  orderId,
  publicUrl,
  sendMessage,
}: {
  db: Database;
  orderId: number;
  publicUrl: string | null | undefined;
  sendMessage: SendMessage;
}): Promise<boolean> {
  const order = await findOrderById(db, orderId);
  if (!order || order.kind !== 'courier' || order.status !== ORDER_STATUS.PLACED) return false;
  const task = await claimRecipientMessage(db, orderId);
  if (!task) return false;
  try {
    const contacts = await findUserContacts(db, [order.userId]);
    await sendMessage({
      channel: 'sms',
      to: task.drop.contact_phone,
      subject: '',
      body: recipientMessageText({
        senderName: contacts.get(order.userId)?.name || task.pickup.contact_name,
        description: task.description,
        link: courierTrackLink(publicUrl, task.trackToken),
        dropPin: order.deliveryPin,
      }),
    });
  } catch (error) {
    // Not written (the outbox was unreachable): the task must not claim a message never sent.
    await releaseRecipientMessage(db, orderId).catch(() => {});
    throw error;
  }
  return true;
}
