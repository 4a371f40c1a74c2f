import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type SellerWord, sellerWordInputFor } from '@portico/contract/words';
import { useState } from 'react';
import { t } from '../../../lib/i18n.ts';
import { DeskDialog, useDeskForm } from '../../orders/components/order-dialogs.tsx';
import { useWordChange } from '../api/words.ts';

/**
 * Edit one key's text: the default beside it, the parameters it may use, a plural form where the key has
 * one. Checked with the contract's schema for this key before it is sent; the server checks the same.
 */
export function WordDialog({
  word,
  language,
  onClose,
}: {
  word: SellerWord;
  language: string;
  onClose(): void;
}) {
  const change = useWordChange();
  const form = useDeskForm({ transition: change, onClose });
  const hasPlural = word.defaultValuePlural !== null;
  const [value, setValue] = useState(word.value ?? word.defaultValue);
  const [plural, setPlural] = useState(word.valuePlural ?? word.defaultValuePlural ?? '');
  const submit = () => {
    const schema = sellerWordInputFor({
      i18n_value: word.defaultValue,
      ...(hasPlural ? { i18n_value_plural: word.defaultValuePlural ?? '' } : {}),
    });
    const parsed = schema.safeParse(hasPlural ? { value, valuePlural: plural } : { value });
    if (!parsed.success) return form.invalid(parsed.error);
    form.send({ kind: 'save', language, key: word.key, body: parsed.data }, t('consoleWordsSaved'));
  };
  return (
    <DeskDialog
      form={form}
      title={t('consoleWordsEditTitle', { key: word.key })}
      submitLabel={t('consoleWordsSave')}
      onSubmit={submit}
      wide
    >
      <div>
        <Typography variant="body2" color="text.secondary">
          {t('consoleWordsDefault')}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{word.defaultValue}</Typography>
        {hasPlural && (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t('consoleWordsPluralPrefix', { text: word.defaultValuePlural ?? '' })}
          </Typography>
        )}
      </div>
      <Typography variant="body2" color="text.secondary">
        {word.parameters.length > 0
          ? t('consoleWordsParameters', { parameters: word.parameters.map((p) => `{${p}}`).join(', ') })
          : t('consoleWordsNoParameters')}
      </Typography>
      <TextField
        label={t('consoleWordsText')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={Boolean(form.errors.value)}
        helperText={form.errors.value}
        multiline
        minRows={2}
        required
        autoFocus
      />
      {hasPlural && (
        <TextField
          label={t('consoleWordsPlural')}
          value={plural}
          onChange={(e) => setPlural(e.target.value)}
          error={Boolean(form.errors.valuePlural)}
          helperText={form.errors.valuePlural}
          multiline
          minRows={2}
          required
        />
      )}
    </DeskDialog>
  );
}
