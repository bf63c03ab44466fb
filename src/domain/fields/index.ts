export * from './decimal';
export * from './field-rule';
export * from './limits';
export * from './quote';
export * from './record-check';
export * from './table-rules';
export * from './record-repair';
