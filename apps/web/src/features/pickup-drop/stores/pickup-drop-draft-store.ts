import type { CourierPayer, CourierStopInput } from '@app/shared/courier/courier.schemas';
import type { CourierTask } from '@app/shared/courier/courier.schemas';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { readString, removeKey, writeString } from '../../../lib/storage';

export type StopKind = 'pickup' | 'drop';
export type TaskType = CourierTask['task_type'];

/** A stop as the draft keeps it: what the contract's `courierStopInputSchema` takes. */
export type DraftStop = Required<CourierStopInput>;

/** A point chosen on the search page, waiting for the map page to pin and confirm it. */
export interface PendingPoint {
  kind: StopKind;
  latitude: number;
  longitude: number;
  address: string;
  /** From a saved address. */
  house?: string;
  landmark?: string;
}

export interface PickupDropDraft {
  taskType: TaskType | null;
  description: string;
  /** The chosen weight band's upper bound (what the quote is priced with). */
  weightKg: number | null;
  pickup: DraftStop | null;
  drop: DraftStop | null;
  instructions: string;
  payer: CourierPayer;
  /**
   * The sender's optional photo of the item: one JPEG data URL under 600,000 characters (about
   * 600 KB of local storage; a new photo replaces it).
   */
  photo: string | null;
  coupon: string | null;
  /** Rider tip, minor units. */
  tip: number;
  pendingPoint: PendingPoint | null;
}

interface PickupDropDraftState extends PickupDropDraft {
  update: (changes: Partial<PickupDropDraft>) => void;
  setStop: (kind: StopKind, stop: DraftStop) => void;
  swapStops: () => void;
  /** "Send again": both stops and the parcel of a past task (a fresh coupon, tip and pin). */
  prefillFrom: (task: CourierTask) => void;
  clear: () => void;
}

const emptyDraft: PickupDropDraft = {
  taskType: null,
  description: '',
  weightKg: null,
  pickup: null,
  drop: null,
  instructions: '',
  payer: 'sender',
  photo: null,
  coupon: null,
  tip: 0,
  pendingPoint: null,
};

function stopOf(stop: CourierTask['pickup']): DraftStop {
  return {
    latitude: stop.latitude,
    longitude: stop.longitude,
    address: stop.address,
    house: stop.house,
    landmark: stop.landmark,
    contact_name: stop.contact_name,
    contact_phone: stop.contact_phone,
  };
}

/**
 * The one pickup-and-drop task being put together, kept in local storage (`pickup_drop_draft`)
 * so a reload or a detour through sign-in keeps it. Prices are never stored: the server's quote is
 * server state (TanStack Query).
 */
export const usePickupDropDraft = create<PickupDropDraftState>()(
  persist(
    (set) => ({
      ...emptyDraft,
      update: (changes) => set(changes),
      setStop: (kind, stop) =>
        set(
          kind === 'pickup'
            ? { pickup: stop, pendingPoint: null }
            : { drop: stop, pendingPoint: null },
        ),
      swapStops: () => set((state) => ({ pickup: state.drop, drop: state.pickup })),
      prefillFrom: (task) =>
        set({
          ...emptyDraft,
          taskType: task.task_type,
          description: task.description,
          weightKg: task.weight_kg,
          instructions: task.instructions,
          payer: task.payer,
          pickup: stopOf(task.pickup),
          drop: stopOf(task.drop),
        }),
      clear: () => set(emptyDraft),
    }),
    {
      name: 'pickup_drop_draft',
      version: 1,
      // Never throws: with a full quota (the photo is large) the draft lives on in memory.
      storage: createJSONStorage(() => ({
        getItem: readString,
        setItem: writeString,
        removeItem: removeKey,
      })),
      partialize: ({
        update: _update,
        setStop: _setStop,
        swapStops: _swap,
        prefillFrom: _prefill,
        clear: _clear,
        ...draft
      }) => draft,
    },
  ),
);

/** The draft as the task input of the contract, once every required part is there. */
export function taskInputOf(draft: PickupDropDraft) {
  if (!draft.pickup || !draft.drop || !draft.taskType || draft.weightKg === null) return null;
  if (draft.description.trim() === '') return null;
  return {
    pickup: draft.pickup,
    drop: draft.drop,
    task_type: draft.taskType,
    description: draft.description.trim(),
    weight_kg: draft.weightKg,
    instructions: draft.instructions.trim(),
    payer: draft.payer,
    ...(draft.photo ? { photo: draft.photo } : {}),
  };
}

export function isParcelComplete(draft: PickupDropDraft): boolean {
  return draft.taskType !== null && draft.weightKg !== null && draft.description.trim() !== '';
}
