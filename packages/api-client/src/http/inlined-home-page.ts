/**
 * The id of the `<script type="application/json">` element in which the server inlines the
 * session's home page configuration (`/pages/home`) into the app's page, so the app paints the
 * menu without waiting for that call. The data is the call's answer, checked by the same schema.
 */
export const HOME_PAGE_SCRIPT_ID = 'tabula-home-page';
