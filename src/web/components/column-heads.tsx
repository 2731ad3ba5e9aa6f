/**
 * A table's head: one row of column headers, in the order given. The names are the headers'
 * text and, being unique within a table, their keys.
 */
export function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
