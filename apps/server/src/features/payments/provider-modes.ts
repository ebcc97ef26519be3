/**
 * The payment modes the sandbox offers for the providers that ask the diner to pick one first.
 * spec: B§7 GET payments/my_fatoorah/v1/payment_modes (a list with id and title).
 * our choice: fixed lists, as a sandbox merchant account would have; the amount does not change
 * them.
 */
export const MY_FATOORAH_PAYMENT_MODES = [
  { id: 1, title: 'KNET' },
  { id: 2, title: 'VISA/MASTER' },
  { id: 3, title: 'AMEX' },
] as const;

/** Whether a MyFatoorah payment mode id is one the sandbox offers. */
export function isMyFatoorahMode(id: number): boolean {
  return MY_FATOORAH_PAYMENT_MODES.some((mode) => mode.id === id);
}
