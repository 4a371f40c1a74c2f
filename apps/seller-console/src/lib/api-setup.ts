import { FailBody } from '@portico/contract';
import { configureApi, type FailureInput } from '@portico/web-kit';
import { t } from './i18n.ts';

/**
 * How the console uses the web kit's client: a failure is thrown to the screen that asked (no snackbar of the
 * client's own), with the server's message for a refusal (DESIGN §5), a plain one when the server cannot be
 * reached, and a generic one for a fault (a 5xx never carries anything worth showing).
 */
export function consoleFailureMessage({ httpStatus, body }: FailureInput): string {
  if (httpStatus === undefined) return t('consoleTheServerCannotBeReachedCheck');
  const fail = FailBody.safeParse(body);
  return fail.success && httpStatus < 500 ? fail.data.message : t('consoleSomethingWentWrongPleaseTryAgain');
}

export function configureConsoleApi(): void {
  configureApi({ defaultErrorHandling: 'silent', resolveMessage: consoleFailureMessage });
}
