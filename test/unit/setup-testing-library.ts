import { configure } from '@testing-library/dom';

/*
 * findBy* and waitFor give up after 1 s by default; a page of Mantine components renders
 * slower than that in jsdom on a loaded 2-core CI machine. 5 s keeps them waiting for the
 * real condition without hiding a state that never comes.
 */
configure({ asyncUtilTimeout: 5_000 });
