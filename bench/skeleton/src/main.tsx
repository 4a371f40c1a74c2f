// P10 baseline: a React + MUI application skeleton built the same way as the buyer portal — the frame every MUI
// app's first screen is made of (theme, baseline, app bar, side drawer with a list, a form with text fields and a
// button, a dialog and a snackbar), without any of the portal's own code, routing, data or i18n libraries.
// PERFORMANCE.md quotes such a skeleton at ~151 KB gzip ("about 200 KB" at the 1.3× budget).
import {
  AppBar,
  Box,
  Button,
  CssBaseline,
  createTheme,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Drawer,
  List,
  ListItemButton,
  ListItemText,
  Snackbar,
  TextField,
  ThemeProvider,
  Toolbar,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function Skeleton() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <AppBar position="fixed">
        <Toolbar>
          <Typography variant="h6">Skeleton</Typography>
        </Toolbar>
      </AppBar>
      <Drawer variant="permanent">
        <List>
          <ListItemButton>
            <ListItemText primary="Home" />
          </ListItemButton>
        </List>
      </Drawer>
      <Box component="form" sx={{ p: 3 }}>
        <TextField label="Email" />
        <Button variant="contained" onClick={() => setOpen(true)}>
          Hello
        </Button>
      </Box>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Dialog</DialogTitle>
        <DialogContent>Text</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
      <Snackbar open={open} message="Saved" />
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Skeleton />);
