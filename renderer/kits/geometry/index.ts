// The geometry kit: shapes on a wargames table and the questions games ask of them (how far,
// inside or not, where lines meet, who can see whom, the shortest way round). Pure: no screen.
export * from './vec';
export * from './segment';
export * from './polygon';
export * from './circle';
export * from './arc';
export * from './rect';
export * from './distance';
export * from './sight';
export * from './route';
