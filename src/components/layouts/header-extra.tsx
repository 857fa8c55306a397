// What every signed-in area shows in its header besides its own actions (the notification bell): the
// dashboard's route gives it once for all areas, and each area's frame draws it before its actions.
import * as React from 'react';

export const HeaderExtra = React.createContext<React.ReactNode>(null);
