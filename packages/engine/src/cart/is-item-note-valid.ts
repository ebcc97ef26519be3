/**
 * Tells whether an item note may be saved: it must not be empty once spaces are trimmed.
 *
 * @param note - the text the diner typed
 * @returns true when the note has visible text
 * @example
 * ```ts
 * isItemNoteValid('  no onions '); // true
 * isItemNoteValid('   '); // false
 * ```
 */
export function isItemNoteValid(note: string): boolean {
  // spec: ordering-menu-account §5, an item note cannot be saved empty.
  return note.trim() !== '';
}
