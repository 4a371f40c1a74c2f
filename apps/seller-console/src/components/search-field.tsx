import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A small text filter with the search icon, capped at 200 characters like the filters the API accepts. */
export function SearchField(props: Omit<TextFieldProps, 'slotProps' | 'size'>) {
  return (
    <TextField
      {...props}
      size="small"
      slotProps={{
        htmlInput: { maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
