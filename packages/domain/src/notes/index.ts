export * from './note-attachments.ts';
export * from './note-schemas.ts';
