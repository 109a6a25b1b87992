import { Affix, CloseButton, Code, Group, Paper, Table, Text } from '@mantine/core';
import { getRuntimeConfig } from '@web/lib/runtime-config';
import { buildInfo } from './build-info';

/** Which environment and which build this page is running (a default export, loaded lazily). */
export default function DebugInfo({ onClose }: { onClose: () => void }) {
  const config = getRuntimeConfig();
  const rows: Array<[string, string]> = [
    ['Environment', config.environment],
    ['Build id', buildInfo.buildId],
    ['Build time', buildInfo.buildTime],
  ];
  if (config.buildId) rows.push(['Deployed build', config.buildId]);

  return (
    <Affix position={{ top: 80, right: 16 }} zIndex={400}>
      <Paper component="section" aria-label="Debug information" withBorder shadow="md" p="sm" w={300} radius="md">
        <Group justify="space-between" mb="xs">
          <Text fw={700} size="sm">
            Debug information
          </Text>
          <CloseButton size="sm" aria-label="Close debug information" onClick={onClose} />
        </Group>
        <Table withRowBorders={false} verticalSpacing={4} fz="sm">
          <Table.Tbody>
            {rows.map(([name, value]) => (
              <Table.Tr key={name}>
                <Table.Th scope="row" fw={600} pl={0}>
                  {name}
                </Table.Th>
                <Table.Td>
                  <Code>{value}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Affix>
  );
}
