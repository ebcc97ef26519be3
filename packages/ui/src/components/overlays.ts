// Components of the overlays group; each line re-exports one component folder.
export { BottomSheet } from './bottom-sheet/bottom-sheet';
export type { BottomSheetProps } from './bottom-sheet/bottom-sheet';
export { Modal } from './modal/modal';
export type { ModalProps } from './modal/modal';
export { ErrorPopup } from './error-popup/error-popup';
export type { ErrorPopupProps } from './error-popup/error-popup';
export { Toast, TOAST_DURATION, TOAST_TONES } from './toast/toast';
export type { ToastProps } from './toast/toast';
export { ToastRegion } from './toast/toast-region';
export type { ToastRegionProps } from './toast/toast-region';
export { ResultPage, RESULT_TONES } from './result-page/result-page';
export type { ResultPageProps } from './result-page/result-page';
export { AnnouncementBanner } from './announcement/announcement-banner';
export type { AnnouncementBannerProps } from './announcement/announcement-banner';
export { AnnouncementModal } from './announcement/announcement-modal';
export type { AnnouncementModalProps } from './announcement/announcement-modal';
export { Notice, NOTICE_TONES } from './notice/notice';
export type { NoticeProps } from './notice/notice';
export { SideMenu } from './side-menu/side-menu';
export type { SideMenuEntry, SideMenuProps } from './side-menu/side-menu';
export { LocaleDropdown } from './locale-dropdown/locale-dropdown';
export type { LocaleDropdownProps, LocaleOption } from './locale-dropdown/locale-dropdown';
export { DINE_MODES, DineModeChooser } from './dine-mode-chooser/dine-mode-chooser';
export type { DineMode, DineModeChooserProps } from './dine-mode-chooser/dine-mode-chooser';
export { ORDER_STATUSES, OrderStatusBar } from './order-status-bar/order-status-bar';
export type { OrderStatus, OrderStatusBarProps } from './order-status-bar/order-status-bar';
export { WaiterCallButton } from './waiter-call/waiter-call-button';
export type { WaiterCallButtonProps } from './waiter-call/waiter-call-button';
export {
  WAITER_CANCELLABLE,
  WAITER_DISMISSIBLE,
  WAITER_STATUSES,
  WaiterStatusBar,
} from './waiter-call/waiter-status-bar';
export type { WaiterStatus, WaiterStatusBarProps } from './waiter-call/waiter-status-bar';
