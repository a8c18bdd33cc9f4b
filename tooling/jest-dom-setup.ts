import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './jest-shims';

// How long findBy* and waitFor wait for the screen to show something: a slow machine with both cores busy takes
// seconds to draw a dialog or a grid (the library's 1 s default failed there); a screen that never shows it still fails.
configure({ asyncUtilTimeout: 10000 });
