import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { paths } from '../config/paths';
import classes from './root-layout.module.css';

/** The frame around every page. The spec's role-based nav and footer come with the auth screens. */
export function RootLayout() {
  return (
    <>
      <a href="#main" className={classes.skipLink}>
        Skip to main content
      </a>
      <Box component="header" className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between">
            <Anchor component={Link} to={paths.home} className={classes.brand} underline="never">
              MoveMatch
            </Anchor>
          </Group>
        </Container>
      </Box>
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <ScrollRestoration />
    </>
  );
}
