import com.amazonaws.services.dynamodbv2.local.main.ServerRunner;
import com.amazonaws.services.dynamodbv2.local.server.DynamoDBProxyServer;
import java.lang.reflect.Field;
import java.util.Arrays;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/**
 * DynamoDB Local bound to one host (the first argument, 127.0.0.1 by default in
 * lib/local/dynamodb-local.ts): the jar has no option for it and listens on every interface,
 * answering anyone on the network without credentials. The remaining arguments are the jar's own.
 */
public final class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    String host = args[0];
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(Arrays.copyOfRange(args, 1, args.length));
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) ((ServerConnector) connector).setHost(host);
    proxy.start();
    proxy.join();
  }
}
