// P10 baseline: a React + MUI skeleton built the same way as the buyer portal.
import { Button, CssBaseline, createTheme, ThemeProvider } from '@mui/material';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={createTheme()}>
    <CssBaseline />
    <Button variant="contained">Hello</Button>
  </ThemeProvider>,
);
