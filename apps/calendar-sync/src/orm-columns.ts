/** A fresh options object per use: MikroORM writes the property's name into it. */
export const timestamptz = () => ({ type: 'datetime', columnType: 'timestamptz' }) as const;
