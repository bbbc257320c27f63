// The sign-in page is the first thing a new visitor downloads; other screens follow a sign-in.
export const loginKb = 200;
export const screenKb = 300;
export const chartsKb = 360;
