export * from './enums';
export * from './images';
export * from './stores';
export * from './users';
export * from './catalog';
export * from './content';
export * from './capture';
