/** What a captcha widget is given: it reports a token once the diner passed, null when reset or expired. */
export interface CaptchaWidgetProps {
  /** The token the widget holds now, if any. */
  token: string | null;
  /** Called with a new token when the diner passed, or with null when it expired or was reset. */
  onToken: (token: string | null) => void;
}
