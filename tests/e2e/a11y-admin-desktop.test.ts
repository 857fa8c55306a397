// Every admin screen and create dialog at 1440 px (see support/a11y-screens.ts).
import { describeScreens } from './support/a11y-screens';

describeScreens(['admin'], ['desktop']);
