import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PreferencesOptions, SavedPreferences } from '@portico/contract';
import {
  buildFinalizeMessage,
  type CheckoutEvent,
  type CheckoutField,
  type CheckoutIssue,
  type CheckoutSection,
  type CheckoutState,
  describeShippingMethod,
  formatMoney,
  summarizeIssues,
} from '@portico/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { useAccess, useAuthority } from '../../../lib/authorities.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useRevealFirstError } from '../../../lib/reveal-first-error.ts';
import { PATHS } from '../../../lib/routes.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { BrowseOnlyNote } from '../../stock/components/browse-only.tsx';
import { usePreferencesOptions, useSavedPreferences, useSavePreferences } from '../api/preferences.ts';
import {
  addressLines,
  addressTitle,
  initialPreferencesState,
  paymentMethodChoices,
  preferenceIssues,
  preferenceSectionIssues,
  preferencesReducer,
  shippingMethodChoices,
  shippingMethodLabel,
  toCheckoutOptions,
  toSavedPreferences,
} from '../logic/preferences-form.ts';
import { CheckboxChoices, RadioChoices } from './choice-list.tsx';
import { OptionRow } from './option-row.tsx';
import { ShippingMethodEditor } from './shipping-method-editor.tsx';

/** /preferences, My Preferences (part 2 §2 Preferences; J-001…J-009). */
export function PreferencesScreen() {
  const { t } = useTranslation();
  // The preferences are checkout's choices: a buyer who may not buy online (C-050) is told so, and the calls the
  // server refuses them are not made (a 403 signs the buyer out, B-023).
  const canBuy = useAuthority('CAN_BUY_ONLINE');
  const { isLoaded } = useAccess();
  const options = usePreferencesOptions(canBuy);
  const saved = useSavedPreferences(canBuy);
  if (isLoaded && !canBuy) {
    return (
      <Page title={t('preferencesHeading')} back={PATHS.stock}>
        <BrowseOnlyNote />
      </Page>
    );
  }
  if (options.isError) {
    // J-005: an options load failure replaces the page with the error message text.
    return (
      <Page title={t('preferencesHeading')} back={PATHS.stock}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <ErrorOutline sx={{ fontSize: 44, color: 'error.main' }} />
          <Typography role="alert" sx={{ mt: 1 }}>
            {options.error.message}
          </Typography>
        </Paper>
      </Page>
    );
  }
  const ready = options.data && (saved.data || saved.isError);
  return (
    <Page title={t('preferencesHeading')} back={PATHS.stock}>
      <Typography sx={{ color: 'text.secondary', mt: -2, mb: 3 }}>{t('preferencesIntro')}</Typography>
      {ready && options.data ? (
        <PreferencesForm key={saved.dataUpdatedAt} apiOptions={options.data} saved={saved.data ?? null} />
      ) : (
        <Stack spacing={1.5} aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} variant="rounded" height={64} />
          ))}
        </Stack>
      )}
    </Page>
  );
}

function PreferencesForm({
  apiOptions,
  saved,
}: {
  apiOptions: PreferencesOptions;
  saved: SavedPreferences | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const config = useSiteConfig();
  const precision = config.currencyPrecision ?? 2;
  const options = useMemo(() => toCheckoutOptions(apiOptions, precision), [apiOptions, precision]);
  const [state, setState] = useState<CheckoutState>(() => initialPreferencesState(options, saved, precision));
  // Messages show for rows the buyer tried to finish (DONE or SAVE), not while they are still choosing.
  const [attempted, setAttempted] = useState<ReadonlySet<CheckoutSection>>(new Set());
  const save = useSavePreferences();
  const { selection, openSections } = state;
  const dispatch = (event: CheckoutEvent) =>
    setState((s) => preferencesReducer(s, event, options, precision));
  const money = (amount: number) => formatMoney(amount, { symbol: t('currencySymbol'), precision });

  const message = (issue: CheckoutIssue) => {
    const params = { ...issue.params };
    if (issue.messageCode === 'insuranceAmountTooHigh' && typeof params.amount === 'number')
      params.amount = money(params.amount);
    return t(issue.messageCode, params);
  };
  const issuesOf = (section: CheckoutSection) =>
    attempted.has(section) ? preferenceSectionIssues(section, selection, options, precision) : [];
  const errorOf = (section: CheckoutSection) => (field: CheckoutField) => {
    const issue = issuesOf(section).find((i) => i.field === field);
    return issue ? message(issue) : undefined;
  };
  const markAttempted = (sections: Iterable<CheckoutSection>) =>
    setAttempted((prev) => new Set([...prev, ...sections]));

  const row = (section: CheckoutSection) => ({
    open: openSections.includes(section),
    onEdit: () => dispatch({ type: 'sectionOpened', section }),
    onDone: () => {
      markAttempted([section]);
      dispatch({ type: 'sectionDone', section });
    },
  });

  const revealError = useRevealFirstError();
  const onSave = () => {
    // I-012 / J-002: an open row must be finalized first; then every row's rules (J-009).
    const finalize = buildFinalizeMessage(openSections, (key, params) =>
      t(key, params as Record<string, unknown>),
    );
    const issues = preferenceIssues(selection, options, precision);
    if (finalize || issues.length > 0) {
      markAttempted([...openSections, ...issues.map((i) => i.section)]);
      for (const issue of issues) dispatch({ type: 'sectionOpened', section: issue.section });
      const summary = summarizeIssues(issues);
      notifyError(finalize ?? (summary ? t(summary.messageCode, summary.params) : ''));
      revealError();
      return;
    }
    save.mutate(toSavedPreferences(selection, options), {
      onSuccess: () => notifySuccess(t('preferencesSaved')), // J-008
    });
  };
  // J-003: CANCEL goes back (to the stock list when the page was opened directly).
  const cancel = () => (location.key === 'default' ? navigate(PATHS.stock) : navigate(-1));

  const shipAddress = apiOptions.shippingAddresses.find((a) => a.id === selection.shippingAddress);
  const billAddress = apiOptions.billingAddresses.find((a) => a.id === selection.billingAddress);
  const methodChoices = shippingMethodChoices(
    apiOptions,
    options,
    selection.shippingAddress,
    t('requestAQuote'),
  );
  const payChoices = paymentMethodChoices(apiOptions, options);
  const payment = apiOptions.paymentMethods.find((m) => m.code === selection.paymentMethod);
  const services = apiOptions.additionalServices.filter((s) => selection.additionalServices.includes(s.id));
  const addressChoice = (a: (typeof apiOptions.shippingAddresses)[number]) => ({
    value: a.id,
    label: addressTitle(a),
    detail: addressLines(a).join(', '),
  });
  const notSelected = (
    <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {t('notSelected')}
    </Typography>
  );
  const sectionAlert = (section: CheckoutSection) => {
    const issue = issuesOf(section).find((i) => i.field === section);
    return issue ? (
      <Alert severity="error" sx={{ py: 0 }}>
        {message(issue)}
      </Alert>
    ) : null;
  };

  return (
    <>
      <Paper variant="outlined">
        <OptionRow
          title={t('shippingAddress')}
          {...row('shippingAddress')}
          summary={shipAddress ? <AddressSummary address={shipAddress} /> : notSelected}
          editor={
            <RadioChoices
              label={t('shippingAddress')}
              choices={apiOptions.shippingAddresses.map(addressChoice)}
              value={selection.shippingAddress}
              onChange={(id) => dispatch({ type: 'shippingAddressSelected', id })}
              error={errorOf('shippingAddress')('shippingAddress')}
            />
          }
        />
        <OptionRow
          title={t('shippingMethod')}
          {...row('shippingMethod')}
          summary={
            selection.shippingMethod ? (
              <MethodSummary
                label={
                  shippingMethodLabel(apiOptions, selection.shippingMethod) ??
                  methodChoices.find((c) => c.code === selection.shippingMethod)?.label ??
                  selection.shippingMethod
                }
                lines={[
                  describeShippingMethod(options, selection.shippingMethod)?.kind === 'BILL_MY_ACCOUNT'
                    ? [
                        selection.billMyAccountInfo.carrier,
                        selection.billMyAccountInfo.serviceLevel,
                        selection.billMyAccountInfo.accountNumber
                          ? t('accountEndingIn', { account: selection.billMyAccountInfo.accountNumber })
                          : '',
                      ]
                        .filter(Boolean)
                        .join(' · ')
                    : '',
                  describeShippingMethod(options, selection.shippingMethod)?.insuranceAvailable
                    ? selection.shippingInsured
                      ? t('insuredFor', { amount: money(Number(selection.shippingInsuranceAmount ?? 0)) })
                      : selection.shippingInsured === false
                        ? t('notInsured')
                        : ''
                    : '',
                  selection.ignoreShippingInstructions ? '' : selection.shippingInstruction,
                ]}
              />
            ) : (
              (sectionAlert('shippingMethod') ?? notSelected)
            )
          }
          editor={
            <ShippingMethodEditor
              apiOptions={apiOptions}
              options={options}
              choices={methodChoices}
              selection={selection}
              dispatch={dispatch}
              errorOf={errorOf('shippingMethod')}
            />
          }
        />
        <OptionRow
          title={t('billingAddress')}
          {...row('billingAddress')}
          summary={billAddress ? <AddressSummary address={billAddress} /> : notSelected}
          editor={
            <RadioChoices
              label={t('billingAddress')}
              choices={apiOptions.billingAddresses.map(addressChoice)}
              value={selection.billingAddress}
              onChange={(id) => dispatch({ type: 'billingAddressSelected', id })}
              error={errorOf('billingAddress')('billingAddress')}
            />
          }
        />
        <OptionRow
          title={t('paymentMethod')}
          {...row('paymentMethod')}
          summary={
            payment ? (
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {payment.label}
                </Typography>
                {payment.description ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {payment.description}
                  </Typography>
                ) : null}
              </Box>
            ) : (
              notSelected
            )
          }
          editor={
            <RadioChoices
              label={t('paymentMethod')}
              choices={payChoices.map((c) => ({
                value: c.code,
                label: c.label,
                detail: c.description || undefined,
              }))}
              value={selection.paymentMethod}
              onChange={(code) => dispatch({ type: 'paymentMethodSelected', code })}
              error={errorOf('paymentMethod')('paymentMethod')}
            />
          }
        />
        <OptionRow
          title={t('additionalServices')}
          optional
          {...row('additionalServices')}
          summary={
            services.length > 0 ? (
              <Typography variant="body2">{services.map((s) => s.label).join(', ')}</Typography>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('noAdditionalServices')}
              </Typography>
            )
          }
          editor={
            apiOptions.additionalServices.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('noAdditionalServices')}
              </Typography>
            ) : (
              <CheckboxChoices
                label={t('additionalServices')}
                choices={apiOptions.additionalServices.map((s) => ({
                  value: s.id,
                  label: s.label,
                  detail: s.description || undefined,
                }))}
                values={selection.additionalServices}
                onChange={(ids) => dispatch({ type: 'additionalServicesChanged', ids })}
                error={errorOf('additionalServices')('additionalServices')}
              />
            )
          }
        />
      </Paper>
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end', mt: 3 }}
      >
        <Button variant="outlined" onClick={cancel} disabled={save.isPending}>
          {t('cancel').toUpperCase()}
        </Button>
        <Button variant="contained" onClick={onSave} disabled={save.isPending}>
          {t('savePreferences')}
        </Button>
      </Stack>
    </>
  );
}

function AddressSummary({ address }: { address: PreferencesOptions['shippingAddresses'][number] }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {addressTitle(address)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {addressLines(address).join(', ')}
      </Typography>
    </Box>
  );
}

function MethodSummary({ label, lines }: { label: string; lines: string[] }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {lines
        .filter((l) => l.trim() !== '')
        .map((line) => (
          <Typography
            key={line}
            variant="body2"
            sx={{ color: 'text.secondary', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {line}
          </Typography>
        ))}
    </Box>
  );
}
