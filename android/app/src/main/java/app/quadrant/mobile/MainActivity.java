package app.quadrant.mobile;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
