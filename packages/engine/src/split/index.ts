export type {
  EqualSplitQueue,
  EqualSplitSlot,
  ItemShare,
  ItemwisePiece,
  ItemwisePiecesShare,
  PieceShare,
  PiecesLineShare,
  ItemwiseShare,
  LineAvailability,
  LineQuantity,
  PaymentPreference,
  SelfPaymentShare,
  SplitBillEntry,
  SplitEntryDraft,
  SplitEntryStatus,
  SplitItem,
  SplitPaymentDetails,
  SplitSlotPayBlocker,
  SplitType,
  SurchargeShare,
} from './types';
export { assertCovers } from './assert-covers';
export {
  assertSplitCount,
  DEFAULT_SPLIT_COUNT,
  MAX_SPLIT_COUNT,
  MIN_SPLIT_COUNT,
} from './assert-split-count';
export { claimSplitSlot } from './claim-split-slot';
export { createEqualSplitQueue } from './create-equal-split-queue';
export { createSplitEntry, type SplitEntrySource } from './create-split-entry';
export { equalShares } from './equal-shares';
export { equalSplitRemaining } from './equal-split-remaining';
export { itemwiseAvailability } from './itemwise-availability';
export {
  itemwiseLedger,
  type ItemwiseLedger,
  type LedgerLine,
  type LedgerUnit,
} from './itemwise-ledger';
export { itemwisePiecesShare, sharedPartAmounts, unitAmounts } from './itemwise-pieces';
export { itemwiseRemaining } from './itemwise-remaining';
export { itemwiseShare } from './itemwise-share';
export { markSplitSlotPaid } from './mark-split-slot-paid';
export { placeSplitEntry, type PlacedSplitEntry } from './place-split-entry';
export { releaseSplitSlot } from './release-split-slot';
export { selfPaymentShare } from './self-payment-share';
export { splitSlotPayBlocker } from './split-slot-pay-blocker';
export { splittableTotal } from './splittable-total';
export { tabPaymentShare, type TabPaymentShare } from './tab-payment-share';
